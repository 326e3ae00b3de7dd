import { UPLOAD_MAX_BYTES } from '@mingle/shared/constants';
import { useEffect, useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useUploadProfilePic } from '../api/upload-profile-pic.ts';
import { cropToBlob, loadImage, photoProblem } from '../lib/photo.ts';
import './photo-picker.css';

interface Chosen {
  file: File;
  url: string;
  /** False when the browser cannot show it (e.g. HEIC in some browsers): it is sent as it is. */
  previewable: boolean;
}

export interface PhotoPickerProps {
  currentPhoto?: string | null;
  onUploaded?: (url: string) => void;
}

/**
 * Choose a photo (or take one: on phones `accept="image/*"` offers the camera), frame it in
 * the round crop (centred until moved), and upload it with a progress bar.
 */
export function PhotoPicker({ currentPhoto, onUploaded }: PhotoPickerProps) {
  const inputId = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [progress, setProgress] = useState(0);
  const [saved, setSaved] = useState(false);
  const upload = useUploadProfilePic();

  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  async function choose(file: File | undefined) {
    upload.reset();
    setSaved(false);
    const why = file ? photoProblem(file) : null;
    setProblem(why);
    if (!file || why) return;
    const url = URL.createObjectURL(file);
    const previewable = await loadImage(url).then(
      () => true,
      () => false,
    );
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setChosen({ file, url, previewable });
  }

  async function send() {
    if (!chosen) return;
    setProblem(null);
    setProgress(0);
    let blob: Blob = chosen.file;
    let fileName = chosen.file.name;
    if (chosen.previewable && area) {
      try {
        blob = await cropToBlob(chosen.url, area);
        fileName = 'profile-photo.jpg';
      } catch {
        // Cropping is a nicety: the server re-encodes whatever it gets.
      }
    }
    upload.mutate(
      { file: blob, fileName, onProgress: setProgress },
      {
        onSuccess: (url) => {
          setChosen(null);
          setSaved(true);
          onUploaded?.(url);
        },
      },
    );
  }

  const error = problem ?? (upload.error ? upload.error.message : null);
  return (
    <div className="photo-picker stack">
      {chosen?.previewable ? (
        <div className="photo-crop">
          <Cropper
            image={chosen.url}
            crop={crop}
            zoom={zoom}
            aspect={1}
            cropShape="round"
            objectFit="cover"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        </div>
      ) : (
        <div className="photo-preview">
          <Avatar src={currentPhoto} alt={currentPhoto ? 'Your current photo' : ''} size={160} />
        </div>
      )}

      {chosen?.previewable && (
        <div className="field">
          <label htmlFor={`${inputId}-zoom`}>Zoom</label>
          <input
            id={`${inputId}-zoom`}
            type="range"
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
            disabled={upload.isPending}
          />
          <span className="hint">Drag the photo to frame your face.</span>
        </div>
      )}
      {chosen && !chosen.previewable && (
        <Alert variant="info">
          Your browser can’t preview {chosen.file.name}, so it will be uploaded as it is and centred.
        </Alert>
      )}

      {error && <Alert variant="error">{error}</Alert>}
      {saved && <Alert variant="success">Your new photo is saved.</Alert>}

      {upload.isPending && (
        <div className="field">
          <label htmlFor={`${inputId}-progress`}>Uploading… {Math.round(progress * 100)}%</label>
          <progress id={`${inputId}-progress`} className="progress" max={1} value={progress} />
        </div>
      )}

      <div className="photo-actions">
        <input
          id={inputId}
          className="visually-hidden file-input"
          type="file"
          accept="image/*"
          disabled={upload.isPending}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <label htmlFor={inputId} className={`btn ${chosen ? 'btn-secondary' : ''}`}>
          {chosen ? 'Choose another' : currentPhoto ? 'Choose a new photo' : 'Choose a photo'}
        </label>
        {chosen && (
          <Button onClick={() => void send()} loading={upload.isPending}>
            Upload photo
          </Button>
        )}
      </div>
      <p className="hint">
        A photo of you, up to {UPLOAD_MAX_BYTES / (1024 * 1024)} MB. We remove its location data.
      </p>
    </div>
  );
}
