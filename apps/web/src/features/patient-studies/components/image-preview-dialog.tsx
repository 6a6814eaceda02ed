import { PreviewDialogFrame } from './preview-dialog-frame';

interface Props {
  name: string;
  src: string;
  alt: string;
  downloadUrl: string;
  onClose: () => void;
}

/**
 * An image of a study, shown as the browser draws it (png, jpeg, bmp, webp), full screen on a
 * phone. Loaded with the first preview: the page itself carries no dialog.
 */
export default function ImagePreviewDialog({ name, src, alt, downloadUrl, onClose }: Props) {
  return (
    <PreviewDialogFrame name={name} downloadUrl={downloadUrl} onClose={onClose} center>
      <img src={src} alt={alt} style={{ maxWidth: '100%', maxHeight: '75vh' }} />
    </PreviewDialogFrame>
  );
}
