import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface Props {
  title: string;
  text: string;
  /** The statement the patient makes by ticking the box. */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One clause of the consent form: what it is about, then the statement with a large checkbox. */
export function ConsentClause({ title, text, label, checked, onChange }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: checked ? 'primary.main' : 'divider' }}
    >
      <Typography variant="h6" component="h2" id={titleId} gutterBottom>
        {title}
      </Typography>
      <Typography variant="body1" id={textId} sx={{ color: 'text.secondary', mb: 1.5 }}>
        {text}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': textId } }}
            sx={{ '& .MuiSvgIcon-root': { fontSize: 40 } }}
          />
        }
        label={<Typography sx={{ fontSize: '1.15rem', fontWeight: 500 }}>{label}</Typography>}
        sx={{ alignItems: 'flex-start', mx: 0, '& .MuiCheckbox-root': { mt: -0.75 } }}
      />
    </Paper>
  );
}
