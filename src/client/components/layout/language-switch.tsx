import { Languages } from 'lucide-react';
import { useId } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, languageOf } from '../../../contracts/language';
import { setLanguage, useDictionary, useLanguage } from '../../lib/i18n/language';

/**
 * The language choice in the header: a native select (keyboard, screen reader and the phone's own
 * picker for free), each language named in itself. The label is read, not shown: the icon and the
 * name say it to the eye.
 */
export function LanguageSwitch() {
  const id = useId();
  const language = useLanguage();
  const t = useDictionary();
  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {t.language.label}
      </label>
      <Languages aria-hidden className="pointer-events-none absolute left-2 size-4 text-ink-700" />
      <select
        id={id}
        value={language}
        onChange={(e) => {
          const next = languageOf(e.target.value);
          if (next) void setLanguage(next);
        }}
        className="h-9 cursor-pointer appearance-none rounded-full border border-cream-300 bg-cream-50 pr-2.5 pl-7 text-sm font-semibold text-ink-900 hover:bg-cream-200"
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
