import { Button } from '@wl/ui-kit';
import { Notice } from './styles';

/** What a centre action came to (success or failure), said to the player; null before it is done. */
export type Outcome = { text: string; error: boolean } | null;

/** A failure message (or null) as an `Outcome`. */
export const failureOutcome = (failure: string | null): Outcome =>
  failure ? { text: failure, error: true } : null;

/**
 * The `role="status"` region an action's outcome is said in, there (empty) before it, so a screen
 * reader hears the outcome. Every centre form and panel said it with the same markup.
 */
export function OutcomeStatus({ outcome }: { outcome: Outcome }) {
  return (
    <div role="status">{outcome && <Notice $error={outcome.error}>{outcome.text}</Notice>}</div>
  );
}

/**
 * The last lines of a centre form: its outcome, then its submit button (one row of its own). Shared
 * because the money, profile, password and feedback forms ended in the same six lines.
 */
export function FormSubmit({
  outcome,
  label,
  loading,
  disabled,
}: {
  outcome: Outcome;
  label: string;
  loading?: boolean;
  disabled?: boolean;
}) {
  return (
    <>
      <OutcomeStatus outcome={outcome} />
      <div>
        <Button type="submit" loading={loading} disabled={disabled}>
          {label}
        </Button>
      </div>
    </>
  );
}
