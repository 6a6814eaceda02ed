import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGS, type Lang } from '@portal/domain';

/** The language names are each in their own language, so anyone can find theirs. */
const LANGUAGE_NAMES: Record<Lang, string> = { pl: 'Polski', en: 'English', ua: 'Українська' };

interface Props {
  id: string;
  anchor: HTMLElement | null;
  current: Lang;
  onChoose: (lang: Lang) => void;
  onClose: () => void;
}

/** The switcher's menu: a chunk of its own, loaded on the first click (ADR 0033). */
export default function LanguageMenu({ id, anchor, current, onChoose, onClose }: Props) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGS.map((option) => (
        <MenuItem
          key={option}
          selected={option === current}
          lang={option === 'ua' ? 'uk' : option}
          onClick={() => onChoose(option)}
        >
          {LANGUAGE_NAMES[option]}
        </MenuItem>
      ))}
    </Menu>
  );
}
