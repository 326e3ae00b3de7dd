import { UPLOAD_MAX_BYTES } from '@mingle/shared/constants';
import { useEffect, useId, useState } from 'react';
import { Button } from './button.tsx';
import './image-file-input.css';

export interface ImageFileInputProps {
  /** The button's text, e.g. "Choose a cover image". */
  label: string;
  /** The image shown before a new one is chosen. */
  currentUrl?: string | null;
  onChoose: (file: File | null) => void;
  disabled?: boolean;
  /** Upload progress 0–1 while sending. */
  progress?: number | null;
  previewClassName?: string;
  previewAlt?: string;
  /** Leave the image out when the caller shows it itself (e.g. the cover's focal-point picker). */
  hidePreview?: boolean;
}

/** What the server can re-encode (it answers 415 for anything else). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** Picks an image file (the camera on phones), checks its size and type, and previews it. */
export function ImageFileInput({
  label,
  currentUrl,
  onChoose,
  disabled,
  progress = null,
  previewClassName,
  previewAlt = '',
  hidePreview = false,
}: ImageFileInputProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function choose(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      setProblem('Choose a JPEG, PNG, WebP, GIF or AVIF image.');
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      setProblem(`That image is over ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB. Choose a smaller one.`);
      return;
    }
    setPreview(URL.createObjectURL(file));
    onChoose(file);
  }

  const shown = preview ?? currentUrl ?? null;
  return (
    <div className="image-input">
      {shown && !hidePreview && <img src={shown} alt={previewAlt} className={previewClassName} />}
      <div className="row">
        <input
          id={id}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="visually-hidden"
          disabled={disabled}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <label htmlFor={id} className="btn btn-secondary btn-sm" aria-disabled={disabled || undefined}>
          {shown ? 'Change image' : label}
        </label>
        {preview && !disabled && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setPreview(null);
              onChoose(null);
            }}
          >
            Remove
          </Button>
        )}
      </div>
      {progress !== null && (
        <progress className="image-input-progress" max={1} value={progress} aria-label="Uploading image" />
      )}
      {problem && (
        <span id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </span>
      )}
      <span className="hint">Up to {UPLOAD_MAX_BYTES / (1024 * 1024)} MB. We remove location data.</span>
    </div>
  );
}
