import { Button, Modal, vars } from '@wl/ui-kit';
import { Fragment, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};

  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${vars.space.xs} ${vars.space.md};
    margin: 0;
  }
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
  .refusal {
    margin: 0;
    color: ${vars.color.dangerText};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: ${vars.space.sm};
  }
  .actions a {
    color: ${vars.color.primaryText};
    font-weight: 600;
  }
  p {
    margin: 0;
  }
`;

export interface ConfirmDialogProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  /** What the action is about (balance, cost, ...), above the fields. */
  summary: { label: string; value: string }[];
  /** The platform's refusal of the last try, if any. */
  refusal?: string | null;
  cancelLabel: string;
  /** The submit button: its label, and whether it is busy or not yet possible. */
  submit: { label: string; loading?: boolean; disabled?: boolean };
  /** Stands instead of the submit button (a link to what must be done first). */
  instead?: ReactNode;
  /** The fields that confirm the action (an amount, a password). */
  children: ReactNode;
}

/**
 * A small dialog confirming a money or points action: a summary, the fields, the platform's refusal,
 * then cancel and submit.
 */
export function ConfirmDialog({
  title,
  closeLabel,
  onClose,
  onSubmit,
  summary,
  refusal,
  cancelLabel,
  submit,
  instead,
  children,
}: ConfirmDialogProps) {
  return (
    <Modal open onClose={onClose} title={title} size="sm" closeLabel={closeLabel}>
      <Form onSubmit={onSubmit} noValidate>
        <dl>
          {summary.map((item) => (
            <Fragment key={item.label}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </Fragment>
          ))}
        </dl>
        {children}
        {refusal ? (
          <p className="refusal" role="alert">
            {refusal}
          </p>
        ) : null}
        <div className="actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          {instead ?? (
            <Button type="submit" loading={submit.loading} disabled={submit.disabled}>
              {submit.label}
            </Button>
          )}
        </div>
      </Form>
    </Modal>
  );
}
