import {
  appConfigItemKey,
  hasAppConfigItem,
  ZAppConfigItem,
  type AppConfigList,
  type TAppConfigInput,
} from '@portal/domain';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { ChipsField } from '../../../../shared/ui/chips-field';
import type { AppConfigFormValues } from './app-config-form-values';

interface Props {
  name: AppConfigList;
  control: Control<AppConfigFormValues, unknown, TAppConfigInput>;
}

/**
 * One list of the configuration as chips: Enter adds the typed item (normalized, refused when
 * blank, too long or already on the list in any letter case), a chip's icon removes it.
 */
export function ConfigListField({ name, control }: Props) {
  const { t } = useTranslation('appConfig');
  const domainMessage = useDomainMessage();
  const { field, fieldState } = useController({ name, control });
  const items = field.value;

  const validate = (typed: string): string | null => {
    const parsed = ZAppConfigItem.safeParse(typed);
    if (!parsed.success) return domainMessage(parsed.error.issues[0]?.message) ?? null;
    if (hasAppConfigItem(items, parsed.data)) {
      return domainMessage('validation.appConfig.duplicate', { value: parsed.data }) ?? null;
    }
    return null;
  };

  return (
    <ChipsField
      label={t(`fields.${name}`)}
      type="text"
      values={items}
      onChange={(next) => {
        // The chip field adds what was typed; the stored item is its normalized form.
        const normalized = next.map((item) => {
          const parsed = ZAppConfigItem.safeParse(item);
          return parsed.success ? parsed.data : item;
        });
        field.onChange(
          normalized.filter(
            (item, index) =>
              normalized.findIndex(
                (other) => appConfigItemKey(other) === appConfigItemKey(item),
              ) === index,
          ),
        );
      }}
      onBlur={field.onBlur}
      validate={validate}
      error={domainMessage(fieldState.error?.message)}
      inputRef={field.ref}
    />
  );
}
