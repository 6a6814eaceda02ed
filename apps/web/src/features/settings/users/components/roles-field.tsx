import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { isOfficeRole, isSelectableUserRole, USER_FORM_ROLES, type Role } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../shared/auth/use-session';

interface Props {
  value: Role[];
  onChange: (roles: Role[]) => void;
  onBlur: () => void;
  error?: string;
  /** Adding: a facility role replaces the others (it is created by its own call). */
  adding: boolean;
  /** Editing: the roles the account had, which decide what may still change. */
  heldRoles: readonly Role[];
}

/**
 * The roles of the user form (spec part 2 §6): the selectable ones, and the facility roles
 * DentalOffice and Laboratory, which switch the form to a facility's fields. When editing, a role
 * outside the selectable list is shown as it is and cannot be changed (Doctor is fixed).
 */
export function RolesField({ value, onChange, onBlur, error, adding, heldRoles }: Props) {
  const { t } = useTranslation('shell');
  const { t: tu } = useTranslation('users');
  // Only an Admin grants or removes Admin, or changes an Admin's roles (the server says so too).
  const actingAsAdmin = useSession()?.currentRole === 'Admin';
  const locked = (role: Role) =>
    (!adding && !isSelectableUserRole(role)) ||
    (!actingAsAdmin && (role === 'Admin' || heldRoles.includes('Admin')));
  const fixed = heldRoles.filter((role) => !(USER_FORM_ROLES as readonly Role[]).includes(role));
  const shown: Role[] = [...USER_FORM_ROLES, ...fixed];

  const toggle = (role: Role, checked: boolean) => {
    if (!checked) return onChange(value.filter((held) => held !== role));
    if (adding && isOfficeRole(role)) return onChange([role]);
    const kept = adding ? value.filter((held) => !isOfficeRole(held)) : value;
    onChange([...kept, role]);
  };

  return (
    <FormControl component="fieldset" error={Boolean(error)} required>
      <FormLabel component="legend">{tu('fields.roles')}</FormLabel>
      <FormGroup row>
        {shown.map((role) => (
          <FormControlLabel
            key={role}
            label={t(`role.${role}`)}
            control={
              <Checkbox
                checked={value.includes(role)}
                disabled={locked(role)}
                onChange={(event) => toggle(role, event.target.checked)}
                onBlur={onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {error ?? (adding ? tu('help.officeRoles') : tu('help.fixedRoles'))}
      </FormHelperText>
    </FormControl>
  );
}
