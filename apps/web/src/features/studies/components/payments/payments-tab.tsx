import AddIcon from '@mui/icons-material/Add';
import PercentIcon from '@mui/icons-material/Percent';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { addMoney, isLang, ZStudyPaymentsInput, type PaymentPriceSources } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  StudyPaymentsTabDocument,
  UpdateStudyPaymentsDocument,
} from '../../../../__generated__/graphql';
import { formatMoney } from '../../../../shared/format/money';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { useStaleVersion } from '../../../../shared/hooks/use-stale-version';
import { useUnsavedChangesGuard } from '../../../../shared/hooks/use-unsaved-changes-guard';
import { FormPageActions } from '../../../../shared/ui/form-dialog-actions';
import { LoadError } from '../../../../shared/ui/load-error';
import { StaleVersionAlert } from '../../../../shared/ui/stale-version-alert';
import { UnsavedChangesDialog } from '../../../../shared/ui/unsaved-changes-dialog';
import { DiscountDialog } from './discount-dialog';
import { PaymentLineRow } from './payment-line-row';
import { lineValue, linesOf, newLine, paymentInput, type PaymentLine } from './payment-lines';

type LineErrors = Record<number, Record<string, string>>;

/**
 * The payments tab (spec part 2 §2, §3 StudyPayment, §5; issue 16 §2): lines of type, group,
 * method, price and comment, priced from the study type or the carrier prices, one discount for
 * all lines, the exact total, saved as a whole with the study's version. The first save of a
 * Draft study makes it Paid (the server's rule).
 */
export function PaymentsTab({ studyId, readOnly }: { studyId: string; readOnly: boolean }) {
  const { t, i18n } = useTranslation('studyPayments');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const domainMessage = useDomainMessage();
  const { enqueueSnackbar } = useSnackbar();
  const query = useQuery(StudyPaymentsTabDocument, { variables: { id: studyId } });
  const [save, { loading: saving }] = useMutation(UpdateStudyPaymentsDocument);
  const [edited, setEdited] = useState<PaymentLine[] | null>(null);
  const [errors, setErrors] = useState<LineErrors>({});
  const [discounting, setDiscounting] = useState(false);
  const data = query.data;
  const sources = useMemo(
    (): PaymentPriceSources | null =>
      data
        ? {
            studyType: data.study.studyType,
            carrierPrices: data.appConfig.carrierPrices,
            urgentDescription: data.study.urgentDescription,
            comparisonDescription: data.study.comparisonDescription,
          }
        : null,
    [data],
  );
  const saved = useMemo(
    () => (data && sources ? linesOf(data.studyPayments.items, sources) : []),
    [data, sources],
  );
  const lines = edited ?? saved;
  const guard = useUnsavedChangesGuard(edited !== null && !saving, { watchQuery: true });
  const stale = useStaleVersion(
    async () => (await query.refetch()).data ?? null,
    () => undefined,
  );

  if (query.error && !data) {
    return <LoadError message={t('loadFailed')} onRetry={() => void query.refetch()} />;
  }
  if (!data || !sources) return <LinearProgress aria-label={t('loading')} />;

  const paymentTypes = data.appConfig.paymentTypes;
  const update = (next: PaymentLine[]) => setEdited(next);
  const change = (index: number, changes: Partial<PaymentLine>) => {
    update(lines.map((line, i) => (i === index ? { ...line, ...changes } : line)));
    // A field's message goes once the field is changed (the price's message is the value's).
    const changed = Object.keys(changes).map((key) => (key === 'base' ? 'value' : key));
    setErrors((current) => {
      const own = Object.entries(current[index] ?? {}).filter(([key]) => !changed.includes(key));
      return { ...current, [index]: Object.fromEntries(own) };
    });
  };
  const values = lines.map(lineValue);
  const total = addMoney(...values.map((value) => value ?? '0'));

  const submit = async () => {
    const payments = lines.map(paymentInput);
    const parsed = ZStudyPaymentsInput.safeParse(payments);
    if (!parsed.success) {
      const found: LineErrors = {};
      for (const issue of parsed.error.issues) {
        const [index, field] = issue.path as [number, string];
        const params = (issue as { params?: Record<string, string | number> }).params;
        found[index] = { ...found[index], [field]: domainMessage(issue.message, params) ?? '' };
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const result = await save({
        variables: { id: studyId, payments, version: data.study.version },
      });
      await query.refetch();
      setEdited(null);
      const paid = result.data?.updateStudyPayments.status === 'Paid';
      const becamePaid = paid && data.study.status === 'Draft';
      enqueueSnackbar(t(becamePaid ? 'savedPaid' : 'saved'), { variant: 'success' });
    } catch (error) {
      stale.catchStale(error);
    }
  };

  return (
    <Stack
      component="form"
      spacing={2}
      aria-label={t('title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <StaleVersionAlert state={stale} />
      {lines.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('field.type')}</TableCell>
                <TableCell>{t('field.group')}</TableCell>
                <TableCell>{t('field.method')}</TableCell>
                <TableCell>{t('field.base')}</TableCell>
                <TableCell align="right">{t('field.discount')}</TableCell>
                <TableCell align="right">{t('field.value')}</TableCell>
                <TableCell>{t('field.comment')}</TableCell>
                <TableCell align="right">{t('field.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line, index) => (
                <PaymentLineRow
                  key={line.key}
                  line={line}
                  index={index}
                  paymentTypes={paymentTypes}
                  priceGroups={data.appConfig.priceGroups}
                  readOnly={readOnly}
                  errors={errors[index] ?? {}}
                  onChange={(changes) => change(index, changes)}
                  onTypeOrGroup={(type, group) => {
                    const priced = newLine(type, group, line.method, line.discount, sources);
                    change(index, { type, group, base: priced.base || line.base });
                  }}
                  onRemove={() => update(lines.filter((_, i) => i !== index))}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        {!readOnly && (
          <>
            <Button
              startIcon={<AddIcon />}
              onClick={() =>
                update([
                  ...lines,
                  newLine('Study', '', paymentTypes[0] ?? '', lines[0]?.discount ?? '', sources),
                ])
              }
            >
              {t('add')}
            </Button>
            <Button
              startIcon={<PercentIcon />}
              disabled={lines.length === 0}
              onClick={() => setDiscounting(true)}
            >
              {t('discount.open')}
            </Button>
          </>
        )}
        <Typography sx={{ ml: 'auto', fontWeight: 600 }} role="status">
          {t('total', { total: formatMoney(total, lang) })}
        </Typography>
      </Stack>
      {!readOnly && (
        <FormPageActions
          busy={saving}
          onCancel={() => {
            setEdited(null);
            setErrors({});
          }}
          cancelLabel={t('cancel')}
          submitLabel={t('save')}
        />
      )}
      <DiscountDialog
        open={discounting}
        onCancel={() => setDiscounting(false)}
        onApply={(discount) => {
          setDiscounting(false);
          update(lines.map((line) => ({ ...line, discount })));
        }}
      />
      <UnsavedChangesDialog guard={guard} />
    </Stack>
  );
}
