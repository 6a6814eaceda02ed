import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Lang } from '@portal/domain';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { StudyListRowFragment } from '../../../../__generated__/graphql';
import { formatDateTime } from '../../../../shared/format/dates';
import { DoctorLinks } from '../../../../shared/ui/doctor-links';
import { rowTint } from './row-tint';
import type { StudyColumn } from './study-columns';
import { StudyDeadline } from './study-deadline';
import { StudyFlags } from './study-flags';

interface Props {
  study: StudyListRowFragment;
  columns: readonly StudyColumn[];
  /** The role may open patients (the Patient role sees studies, not the patient pages). */
  patientLinks: boolean;
  /** The role may open doctors' pages. */
  doctorLinks: boolean;
  now: Date;
  lang: Lang;
  /** Tint the studies the caller does not lead (the doctors' lists). */
  tintNotLed: boolean;
}

/**
 * One study: a click, or Enter while the row itself has the focus, opens it (spec part 2 §2). The
 * patient's name is a link of its own, so its click must not reach the row.
 */
export function StudyRow({
  study,
  columns,
  patientLinks,
  doctorLinks,
  now,
  lang,
  tintNotLed,
}: Props) {
  const { t } = useTranslation('studies');
  const navigate = useNavigate();
  const to = `/studies/view/${study.id}`;
  const { patient } = study;
  const patientName = [patient.contact.lastName, patient.contact.firstName].join(' ');

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) void navigate(to);
  };

  const cell = (column: StudyColumn) => {
    switch (column) {
      case 'studyDate':
        return formatDateTime(study.studyDate, lang);
      case 'patient':
        if (!patientLinks) return patientName;
        return (
          <Link
            component={RouterLink}
            to={`/patients/view/${patient.id}`}
            underline="hover"
            color="primary.dark"
            onClick={(event) => event.stopPropagation()}
          >
            {patientName}
          </Link>
        );
      case 'studyType':
        return (
          <Stack direction="row" spacing={1} alignItems="center">
            <span>{study.studyType.name}</span>
            {study.studyType.is3D && (
              <Chip size="small" variant="outlined" label={t('list.chip3d')} />
            )}
          </Stack>
        );
      case 'status':
        return t(`status.${study.status}`);
      case 'flags':
        return <StudyFlags flags={study} />;
      case 'leadingDoctor':
        return (
          <DoctorLinks
            doctors={study.leadingDoctor ? [study.leadingDoctor] : []}
            linked={doctorLinks}
          />
        );
      case 'supportingDoctors':
        return <DoctorLinks doctors={study.supportingDoctors ?? []} linked={doctorLinks} />;
      case 'describers':
        return (
          <DoctorLinks
            doctors={(study.describers ?? []).map((describer) => describer.doctor)}
            linked={doctorLinks}
          />
        );
      case 'branch':
        return study.branch?.name ?? '';
      case 'deadline':
        return (
          <StudyDeadline
            deadline={study.deadline}
            hasDescription={study.hasDescription}
            now={now}
            lang={lang}
          />
        );
    }
  };

  return (
    <TableRow
      hover
      tabIndex={0}
      onClick={() => void navigate(to)}
      onKeyDown={onKeyDown}
      data-status={study.status}
      sx={[
        { cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } },
        rowTint(study.status, tintNotLed && !study.ledByCaller) ?? false,
      ]}
    >
      {columns.map((column) => (
        <TableCell key={column}>{cell(column)}</TableCell>
      ))}
    </TableRow>
  );
}
