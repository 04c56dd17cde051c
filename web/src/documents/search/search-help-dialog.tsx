import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/ui/dialog';
import { buildSearchSyntaxExamples, SEARCH_SYNTAX_KEYS } from './search-syntax';

/** A "?" button opening the documentation of the search query language. */
export function SearchHelpDialog() {
  const { t } = useTranslation();
  const examples = buildSearchSyntaxExamples({
    word: t('search.help.samples.word'),
    otherWord: t('search.help.samples.other-word'),
    excludedWord: t('search.help.samples.excluded-word'),
    prefix: t('search.help.samples.prefix'),
    substring: t('search.help.samples.substring'),
    phrase: t('search.help.samples.phrase'),
    tag: t('search.help.samples.tag'),
    tagWithSpace: t('search.help.samples.tag-with-space'),
    name: t('search.help.samples.name'),
    content: t('search.help.samples.content'),
  });
  const word = t('search.help.samples.word');

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="icon" className="shrink-0 text-muted-foreground" aria-label={t('search.help.open')}>
          <CircleHelp aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('search.help.title')}</DialogTitle>
          <DialogDescription>{t('search.help.description')}</DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('search.help.columns.syntax')}</th>
              <th scope="col">{t('search.help.columns.meaning')}</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {SEARCH_SYNTAX_KEYS.map((key) => (
              <tr key={key} className="align-top">
                <td className="py-2.5 pr-4">
                  <code className="whitespace-nowrap rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{examples[key]}</code>
                </td>
                <td className="py-2.5">
                  <span className="block font-medium">{t(`search.help.syntax.${key}.title`)}</span>
                  <span className="block text-muted-foreground">
                    {t(`search.help.syntax.${key}.description`, { example: key === 'tag' ? examples.tagWithSpace : examples[key], word })}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="rounded-md border bg-muted/40 p-3 text-sm">
          <span className="text-muted-foreground">{t('search.help.combine')}</span>{' '}
          <code className="break-all font-mono text-xs">{examples.combined}</code>
        </p>
      </DialogContent>
    </Dialog>
  );
}
