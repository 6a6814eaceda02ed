import { styled } from '@mui/material/styles';
import { MaterialDesignContent, type SnackbarProviderProps } from 'notistack';

/**
 * Toast colours with white text at 4.5:1 or more (WCAG AA). notistack's own success (#43a047)
 * and info (#2196f3) reach only 3.3:1 and 3.1:1, its warning less still.
 */
export const TOAST_COLORS = {
  default: '#313131',
  success: '#2e7d32',
  error: '#c62828',
  warning: '#a84300',
  info: '#0277bd',
} as const;

const ToastContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-default': { backgroundColor: TOAST_COLORS.default },
  '&.notistack-MuiContent-success': { backgroundColor: TOAST_COLORS.success },
  '&.notistack-MuiContent-error': { backgroundColor: TOAST_COLORS.error },
  '&.notistack-MuiContent-warning': { backgroundColor: TOAST_COLORS.warning },
  '&.notistack-MuiContent-info': { backgroundColor: TOAST_COLORS.info },
});

/** The snackbar provider's components: every variant drawn with the colours above. */
export const TOAST_COMPONENTS: SnackbarProviderProps['Components'] = {
  default: ToastContent,
  success: ToastContent,
  error: ToastContent,
  warning: ToastContent,
  info: ToastContent,
};
