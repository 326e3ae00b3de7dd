import { ImageFileInput } from '../../../components/ui/image-file-input.tsx';

export interface CoverFieldProps {
  currentUrl: string | null;
  onChoose: (file: File | null) => void;
  progress: number | null;
  disabled: boolean;
}

/** The cover image's file input: uploaded with the step's save (the draft must exist to hold it). */
export function CoverField({ currentUrl, onChoose, progress, disabled }: CoverFieldProps) {
  return (
    <div className="field">
      <span className="label">Cover image</span>
      <ImageFileInput
        label="Choose a cover image"
        currentUrl={currentUrl}
        onChoose={onChoose}
        progress={progress}
        disabled={disabled}
        // The focal-point picker below shows the chosen cover whole; one image is enough.
        hidePreview
      />
    </div>
  );
}
