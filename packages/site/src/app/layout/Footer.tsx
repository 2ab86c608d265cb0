import { vars } from '@wl/ui-kit';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useBrand } from '../../shared/brand/BrandContext';
import { SAFER_GAMBLING_PATH } from '../../shared/routes/centrePaths';
import { useAppDispatch } from '../../shared/store/hooks';
import { modalOpened } from '../../shared/ui/uiSlice';

/** Spec constant: the copyright range. */
const COPYRIGHT_FROM = 2019;
const COPYRIGHT_TO = 2025;

const Bar = styled.footer`
  grid-area: footer;
  display: grid;
  gap: ${vars.space.sm};
  padding: ${vars.space.xl} ${vars.space.lg};
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  color: ${vars.color.textMuted};
  font-size: 14px;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  a,
  button {
    color: ${vars.color.primaryText};
  }
  button {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const AgeBadge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 36px;
  height: 36px;
  margin-inline-end: ${vars.space.sm};
  border: 2px solid ${vars.color.danger};
  border-radius: 50%;
  color: ${vars.color.text};
  font-weight: 700;
`;

export function Footer() {
  const brand = useBrand();
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const age = brand.agreementAge ?? 18;
  return (
    <Bar>
      <Links>
        <li>
          <a href={brand.customerService.liveChatUrl} target="_blank" rel="noopener noreferrer">
            {t('footer.customerService')}
          </a>
        </li>
        {brand.customerService.affiliateUrl && (
          <li>
            <a href={brand.customerService.affiliateUrl} target="_blank" rel="noopener noreferrer">
              {t('footer.affiliate')}
            </a>
          </li>
        )}
        <li>
          <button type="button" onClick={() => dispatch(modalOpened('help'))}>
            {t('footer.help')}
          </button>
        </li>
        <li>
          <button type="button" onClick={() => dispatch(modalOpened('download'))}>
            {t('download.title')}
          </button>
        </li>
        <li>
          <Link to={SAFER_GAMBLING_PATH}>{t('footer.saferGambling')}</Link>
        </li>
        {brand.customerService.email && (
          <li>
            <a href={`mailto:${brand.customerService.email}`}>{brand.customerService.email}</a>
          </li>
        )}
      </Links>
      <p>
        <AgeBadge aria-hidden="true">{t('footer.adultsOnly', { age })}</AgeBadge>
        {t('footer.responsibleGaming', { age })}
      </p>
      <p>{t('footer.copyright', { from: COPYRIGHT_FROM, to: COPYRIGHT_TO, brand: brand.name })}</p>
    </Bar>
  );
}
