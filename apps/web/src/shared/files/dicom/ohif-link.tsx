import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useAppInfo } from '../../api/use-app-info';
import { ohifViewerLink } from '@portal/domain';
import { useDicomText } from './dicom-text';

/**
 * 'Otwórz w OHIF': the DICOM file in the installation's external OHIF viewer, when one is
 * configured (`OHIF_VIEWER_URL`, served by `appInfo`); nothing otherwise.
 */
export function OhifLink({ fileUrl }: { fileUrl: string }) {
  const t = useDicomText();
  const viewerUrl = useAppInfo()?.ohifViewerUrl;
  if (!viewerUrl) return null;
  return (
    <Button
      component="a"
      href={ohifViewerLink(viewerUrl, fileUrl, window.location.origin)}
      target="_blank"
      rel="noopener noreferrer"
      startIcon={<OpenInNewIcon />}
    >
      {t('openInOhif')}
    </Button>
  );
}
