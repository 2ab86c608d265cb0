import { useTranslation } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HelpContent } from './HelpContent';
import type { HostedModalProps } from '../../shared/ui/modals';
import { HostedModal } from '../../shared/ui/HostedModal';

const CentreLink = styled(Link)`
  color: ${vars.color.primaryText};
`;

/** The `help` modal: the help centre's entries, and a way to its full page. */
export function HelpModal({ onClose }: HostedModalProps) {
  const { t } = useTranslation(['help', 'common']);
  return (
    <HostedModal
      onClose={onClose}
      title={t('title')}
      size="lg"
      footer={
        <CentreLink to="/helpmc" onClick={onClose}>
          {t('openCentre')}
        </CentreLink>
      }
    >
      <HelpContent />
    </HostedModal>
  );
}
