import { useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useBrand } from '../../../../shared/brand/BrandContext';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5em, 1fr));
  gap: ${vars.space.xs} ${vars.space.md};
  margin: 0;
  padding: ${vars.space.md};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  list-style: none;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  font-size: 15px;
  letter-spacing: 0.04em;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;

/** Saves text as a file through a short-lived object URL (no inline script: the CSP holds). */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The recovery codes of a new set, shown this once: the list, Copy, Download as a text file, and
 * "I have saved them", which hides them for good (only their hashes stay on the platform).
 */
export function RecoveryCodesPanel({
  codes,
  account,
  onDone,
}: {
  codes: readonly string[];
  account: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('security');
  const brand = useBrand();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const text = `${t('recovery.fileHeading', { brand: brand.name, account })}\n\n${codes.join('\n')}\n`;
  return (
    <>
      <h5>{t('recovery.title')}</h5>
      <p>{t('recovery.intro')}</p>
      <Codes aria-label={t('recovery.listLabel')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Actions>
        <Button
          variant="secondary"
          onClick={() => {
            navigator.clipboard
              .writeText(codes.join('\n'))
              .then(() => setCopied('copied'))
              .catch(() => setCopied('failed'));
          }}
        >
          {t('recovery.copy')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => download(`${brand.code}-recovery-codes-${account}.txt`, text)}
        >
          {t('recovery.download')}
        </Button>
        <Button onClick={onDone}>{t('recovery.done')}</Button>
      </Actions>
      <p role="status">
        {copied === 'copied' && t('recovery.copied')}
        {copied === 'failed' && t('twoFactor.copyFailed')}
      </p>
    </>
  );
}
