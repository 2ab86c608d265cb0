import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { CheckIcon, SliderArrowsIcon } from '../Icon/icons';

/** What the site sends with login / get-code as the slider-verification fields. */
export interface SliderVerificationResult {
  verified: true;
  /** Time from first move to completion. */
  durationMs: number;
  /** Positions (0-100) sampled along the way; a straight jump is a bot signal for the server. */
  trail: number[];
  /** How it was completed. */
  method: 'pointer' | 'keyboard';
}

export interface SliderVerificationProps {
  onComplete: (result: SliderVerificationResult) => void;
  label?: string;
  instruction?: string;
  doneText?: string;
  disabled?: boolean;
}

const HANDLE = 44;
const KEY_STEP = 10;

const Track = styled.div<{ $done: boolean }>`
  position: relative;
  height: ${HANDLE}px;
  border-radius: ${vars.radius.md};
  background: ${({ $done }) => ($done ? vars.color.success : vars.color.surfaceRaised)};
  border: 1px solid ${({ $done }) => ($done ? vars.color.success : vars.color.border)};
  user-select: none;
  touch-action: none;
  overflow: hidden;
`;

const Fill = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  background: ${vars.color.primary};
  opacity: 0.35;
`;

const Instruction = styled.span<{ $done: boolean }>`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.xs};
  font-size: 14px;
  color: ${({ $done }) => ($done ? vars.color.onSuccess : vars.color.text)};
  pointer-events: none;
`;

const Handle = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${HANDLE}px;
  height: ${HANDLE - 2}px;
  border-radius: ${vars.radius.md};
  background: ${vars.color.primary};
  color: ${vars.color.onPrimary};
  cursor: grab;
  box-shadow: ${({ theme }) => theme.elevation.low};

  &[aria-disabled='true'] {
    cursor: default;
  }
`;

/**
 * Slide-to-verify: drag the handle to the end, or focus it and press Right arrow / End.
 * Completing calls `onComplete` once with the result the platform expects alongside the form.
 */
export function SliderVerification({
  onComplete,
  label = 'Slide to verify',
  instruction = 'Slide to the right to verify',
  doneText = 'Verified',
  disabled = false,
}: SliderVerificationProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(0);
  const [done, setDone] = useState(false);
  const drag = useRef<{ startX: number; startValue: number } | null>(null);
  const startedAt = useRef<number | null>(null);
  const trail = useRef<number[]>([]);

  const move = (next: number) => {
    const clamped = Math.max(0, Math.min(100, next));
    startedAt.current ??= Date.now();
    trail.current.push(Math.round(clamped));
    setValue(clamped);
    return clamped;
  };

  const complete = (method: SliderVerificationResult['method']) => {
    setDone(true);
    setValue(100);
    onComplete({
      verified: true,
      durationMs: Date.now() - (startedAt.current ?? Date.now()),
      trail: trail.current.slice(-50),
      method,
    });
  };

  const travel = () => Math.max(1, (trackRef.current?.clientWidth || 300) - HANDLE);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (done || disabled) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, startValue: value };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    move(drag.current.startValue + ((event.clientX - drag.current.startX) / travel()) * 100);
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    if (value >= 98) complete('pointer');
    else setValue(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (done || disabled) return;
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = value + KEY_STEP;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = value - KEY_STEP;
    if (event.key === 'End') next = 100;
    if (event.key === 'Home') next = 0;
    if (next === null) return;
    event.preventDefault();
    if (move(next) >= 100) complete('keyboard');
  };

  const offset = `calc((100% - ${HANDLE}px) * ${value / 100})`;
  return (
    <Track ref={trackRef} $done={done}>
      <Fill style={{ width: `calc(${offset} + ${HANDLE / 2}px)` }} />
      <Instruction $done={done} aria-hidden="true">
        {done ? (
          <>
            <CheckIcon size={16} /> {doneText}
          </>
        ) : (
          instruction
        )}
      </Instruction>
      <Handle
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value)}
        aria-valuetext={done ? doneText : `${Math.round(value)}%`}
        aria-disabled={done || disabled || undefined}
        style={{ transform: `translateX(${offset})`, left: 0 }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        {done ? <CheckIcon size={18} /> : <SliderArrowsIcon size={18} />}
      </Handle>
    </Track>
  );
}
