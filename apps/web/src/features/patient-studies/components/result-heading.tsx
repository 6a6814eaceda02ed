import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of what a submit or an action led to: it takes the focus when it appears (when
 * `focus`), so a screen reader reads the result and a keyboard continues from there.
 */
export function ResultHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <Typography
      ref={heading}
      variant="h5"
      component="h2"
      tabIndex={-1}
      sx={{ outline: 'none', overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  );
}
