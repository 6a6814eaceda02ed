import Link from '@mui/material/Link';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { doctorName, type NamedDoctor } from '../format/doctor-name';

/** A doctor's page: /doctors/view/{id}, or /facilities/view/{id} for a facility (part 2 §2). */
export function doctorViewPath({ id, isFacility }: { id: string; isFacility: boolean }): string {
  return `${isFacility ? '/facilities' : '/doctors'}/view/${id}`;
}

interface Props {
  doctors: readonly (NamedDoctor & { id: string })[];
  /** The caller may open doctors' pages; otherwise the names are plain text. */
  linked: boolean;
}

/**
 * Doctors' names, comma-separated, each a link to the doctor's page (spec part 2 §2 Studies: "Doctor
 * names link to /doctors/view/{id} or /facilities/view/{id}"). Inside a clickable row a link's
 * click stays the link's.
 */
export function DoctorLinks({ doctors, linked }: Props) {
  return doctors.map((doctor, index) => (
    <Fragment key={doctor.id}>
      {index > 0 && ', '}
      {linked ? (
        <Link
          component={RouterLink}
          to={doctorViewPath(doctor)}
          underline="hover"
          color="primary.dark"
          onClick={(event) => event.stopPropagation()}
        >
          {doctorName(doctor)}
        </Link>
      ) : (
        doctorName(doctor)
      )}
    </Fragment>
  ));
}
