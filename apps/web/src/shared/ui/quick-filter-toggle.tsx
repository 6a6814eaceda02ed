import type { SvgIconProps } from '@mui/material/SvgIcon';
import ToggleButton, { type ToggleButtonProps } from '@mui/material/ToggleButton';
import type { ComponentType } from 'react';

interface Props {
  /** The button's value attribute ('today'). */
  value: string;
  label: string;
  icon: ComponentType<SvgIconProps>;
  color: ToggleButtonProps['color'];
  selected: boolean;
  onToggle: () => void;
}

/** A filter of one click beside the search panel's toggle ('Dziś', 'Po terminie'). */
export function QuickFilterToggle({ value, label, icon: Icon, color, selected, onToggle }: Props) {
  return (
    <ToggleButton value={value} size="small" color={color} selected={selected} onChange={onToggle}>
      <Icon fontSize="small" sx={{ mr: 0.5 }} />
      {label}
    </ToggleButton>
  );
}
