import { vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { useBrand } from '../../shared/brand/BrandContext';

const Hero = styled.section`
  display: grid;
  gap: ${vars.space.sm};
  padding: ${vars.space.xl};
  border-radius: ${vars.radius.lg};
  background: linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent});
  color: ${vars.color.onPrimary};
  h1 {
    margin: 0;
    font-size: clamp(24px, 5vw, 40px);
  }
`;

/** Home. Its sections (ticker, hot matches, game rows, winners, help) come with the games and content features. */
export default function HomePage() {
  const brand = useBrand();
  return (
    <Hero aria-labelledby="home-title">
      <h1 id="home-title">{brand.name}</h1>
    </Hero>
  );
}
