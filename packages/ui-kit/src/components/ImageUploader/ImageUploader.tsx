import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { CloseIcon, UploadIcon } from '../Icon/icons';
import {
  addImages,
  DEFAULT_IMAGE_MESSAGES,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_COUNT,
  type ImageLimitMessages,
} from './validateImages';

export interface ImageUploaderProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  label?: string;
  hint?: string;
  addLabel?: string;
  removeLabel?: (index: number) => string;
  messages?: Partial<ImageLimitMessages>;
  maxCount?: number;
  maxBytes?: number;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};

  .wl-upload-label {
    font-size: 14px;
    font-weight: 500;
  }
  .wl-upload-hint {
    margin: 0;
    font-size: 13px;
    color: ${vars.color.textMuted};
  }
  .wl-upload-error {
    margin: 0;
    font-size: 13px;
    color: ${vars.color.dangerText};
  }
`;

const Grid = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.li`
  position: relative;
  width: 88px;
  height: 88px;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  font-size: 11px;
  color: ${vars.color.textMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  span {
    display: block;
    padding: ${vars.space.xs};
    overflow-wrap: anywhere;
  }
  button {
    position: absolute;
    top: 2px;
    right: 2px;
    display: inline-flex;
    padding: 4px;
    border: 0;
    border-radius: 50%;
    background: ${vars.color.surface};
    color: ${vars.color.text};
  }
`;

const AddTile = styled.label`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.xxs};
  width: 88px;
  height: 88px;
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.md};
  color: ${vars.color.textMuted};
  font-size: 12px;
  cursor: pointer;

  &:focus-within {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

/**
 * An object URL per picked file, revoked when the files change (a removal) and on unmount. Made in
 * the effect, not during render, so StrictMode's extra unmount and mount makes fresh URLs instead of
 * leaving the previews pointing at revoked ones.
 */
function usePreviews(files: readonly File[]): (string | null)[] {
  const [urls, setUrls] = useState<ReadonlyMap<File, string>>(() => new Map());
  useEffect(() => {
    if (typeof URL === 'undefined' || typeof URL.createObjectURL !== 'function') return;
    const created = new Map(files.map((file) => [file, URL.createObjectURL(file)]));
    setUrls(created);
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return files.map((file) => urls.get(file) ?? null);
}

/** Feedback / proof image picker: png or jpg, 5 MB each, at most 3, with the spec's limit messages. */
export function ImageUploader({
  files,
  onChange,
  label = 'Images',
  hint = 'png or jpg, up to 5MB each, at most 3 images',
  addLabel = 'Add image',
  removeLabel = (index) => `Remove image ${index + 1}`,
  messages,
  maxCount = IMAGE_MAX_COUNT,
  maxBytes = IMAGE_MAX_BYTES,
}: ImageUploaderProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const previews = usePreviews(files);
  const allMessages = { ...DEFAULT_IMAGE_MESSAGES, ...messages };

  return (
    <Wrapper role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <span id={`${id}-label`} className="wl-upload-label">
        {label}
      </span>
      <Grid>
        {files.map((file, index) => (
          <Thumb key={`${file.name}-${index}`}>
            {previews[index] ? (
              <img src={previews[index] ?? undefined} alt={file.name} />
            ) : (
              <span>{file.name}</span>
            )}
            <button
              type="button"
              aria-label={removeLabel(index)}
              onClick={() => {
                setError(null);
                onChange(files.filter((_, i) => i !== index));
              }}
            >
              <CloseIcon size={14} />
            </button>
          </Thumb>
        ))}
        {files.length < maxCount ? (
          <li>
            <AddTile>
              <UploadIcon size={20} />
              {addLabel}
              <input
                ref={input}
                type="file"
                accept="image/png,image/jpeg,.png,.jpg,.jpeg"
                multiple
                aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                onChange={(event) => {
                  const picked = Array.from(event.target.files ?? []);
                  const result = addImages(files, picked, allMessages, maxCount, maxBytes);
                  setError(result.error);
                  if (result.files.length !== files.length) onChange(result.files);
                  event.target.value = '';
                }}
              />
            </AddTile>
          </li>
        ) : null}
      </Grid>
      <p id={`${id}-hint`} className="wl-upload-hint">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="wl-upload-error" role="alert">
          {error}
        </p>
      ) : null}
    </Wrapper>
  );
}
