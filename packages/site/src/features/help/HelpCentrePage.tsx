import { useTranslation } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pageTitle } from '../../shared/ui/pageStyles';
import { useBrand } from '../../shared/brand/BrandContext';
import { HelpContent } from './HelpContent';

const Page = styled.div`
  display: grid;
  gap: ${vars.space.lg};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.md};

  img {
    display: block;
    height: 40px;
    width: auto;
  }
  a {
    color: ${vars.color.primaryText};
  }
`;

const Intro = styled.div`
  h1 {
    ${pageTitle}
    margin-bottom: ${vars.space.xs};
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

const Contact = styled.aside`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  padding: ${vars.space.md};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  a {
    color: ${vars.color.primaryText};
    font-weight: 600;
  }
`;

/** /helpmc: the help centre as a full page without the site header (spec), the first entry open. */
export function HelpCentrePage() {
  const { t } = useTranslation(['help', 'common']);
  const brand = useBrand();
  return (
    <Page>
      <Top>
        <Link to="/">
          <img src={brand.assets.logo} alt={brand.name} width={160} height={40} />
        </Link>
        <Link to="/">{t('common:actions.backHome')}</Link>
      </Top>
      <Intro>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </Intro>
      <HelpContent expandedFirst />
      <Contact>
        <span>{t('stillNeedHelp')}</span>
        <a href={brand.customerService.liveChatUrl} target="_blank" rel="noopener noreferrer">
          {t('contact')}
        </a>
      </Contact>
    </Page>
  );
}
