import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ZOOM_LIMITS, ZOOM_STEP, type ViewAction, type ViewState } from './view-state';
import type { WindowPreset } from './window-presets';
import { useDicomText } from './dicom-text';

interface Props {
  view: ViewState;
  presets: readonly WindowPreset[];
  dispatch: (action: ViewAction) => void;
  onPreset: (preset: WindowPreset) => void;
  onReset: () => void;
}

/** The slice slider with "12 / 300", the window presets and the zoom and reset buttons. */
export function DicomToolbar({ view, presets, dispatch, onPreset, onReset }: Props) {
  const t = useDicomText();
  const sliceText = (value: number) => t('sliceOf', { index: value, count: view.count });
  const tool = (title: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={title}>
      <span>
        <IconButton aria-label={title} onClick={onClick} disabled={disabled} size="small">
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Stack spacing={1} sx={{ pt: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Slider
          aria-label={t('slice')}
          getAriaValueText={sliceText}
          min={1}
          max={Math.max(1, view.count)}
          value={view.index + 1}
          disabled={view.count < 2}
          onChange={(_event, value) => dispatch({ type: 'slice', index: value - 1 })}
          size="small"
          sx={{ flex: 1 }}
        />
        <Typography variant="body2" sx={{ minWidth: '9ch', textAlign: 'right' }}>
          {sliceText(view.index + 1)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('preset')}
          value={view.preset ?? 'custom'}
          onChange={(event) => onPreset(event.target.value as WindowPreset)}
          sx={{ minWidth: 170 }}
        >
          {view.preset === null && <MenuItem value="custom">{t('presets.custom')}</MenuItem>}
          {presets.map((preset) => (
            <MenuItem key={preset} value={preset}>
              {t(`presets.${preset}`)}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {view.window &&
            t('windowLevel', {
              width: Math.round(view.window.width),
              center: Math.round(view.window.center),
            })}
        </Typography>
        {tool(
          t('zoomOut'),
          <ZoomOutIcon />,
          () => dispatch({ type: 'zoom', by: 1 / ZOOM_STEP }),
          view.zoom <= ZOOM_LIMITS.min,
        )}
        <Typography variant="body2" sx={{ minWidth: '5ch', textAlign: 'center' }}>
          {t('zoomLevel', { zoom: Math.round(view.zoom * 100) })}
        </Typography>
        {tool(
          t('zoomIn'),
          <ZoomInIcon />,
          () => dispatch({ type: 'zoom', by: ZOOM_STEP }),
          view.zoom >= ZOOM_LIMITS.max,
        )}
        {tool(t('reset'), <RestartAltIcon />, onReset)}
      </Stack>
    </Stack>
  );
}
