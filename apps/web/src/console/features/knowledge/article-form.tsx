import { zodResolver } from '@hookform/resolvers/zod';
import { type KnowledgeArticle, knowledgeArticleBodySchema } from '@heloc/domain/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { englishErrorOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { SelectField } from '../../../ui/select-field';
import { SubmitButton } from '../../../ui/submit-button';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { useSaveKnowledgeArticle } from './api/save-knowledge-article';
import { lazySchema } from '@heloc/domain';

const articleFormSchema = lazySchema(() => knowledgeArticleBodySchema.omit({ orgCode: true }));
type ArticleForm = z.input<typeof articleFormSchema>;

/** What a new article starts with when it is written from questions the chatbot could not answer. */
export interface ArticleDraft {
  title: string;
  keywords: string;
  language: 'en' | 'es';
}

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
];

/**
 * Writes a new article or edits one (docs/product/chat.md §3): the title, the answer the chatbot gives, the words and
 * questions a borrower may use (one a line), the language of a new one, and whether the chatbot answers with it.
 */
export function ArticleForm({
  orgCode,
  article,
  draft,
  onSaved,
  onCancel,
}: {
  orgCode: string;
  /** null: a new article. */
  article: KnowledgeArticle | null;
  /** A new article's first title, keywords and language (the questions it answers). */
  draft?: ArticleDraft | undefined;
  onSaved: (article: KnowledgeArticle) => void;
  onCancel: () => void;
}) {
  const save = useSaveKnowledgeArticle();
  const { register, handleSubmit, formState } = useForm<ArticleForm, unknown, z.output<typeof articleFormSchema>>({
    resolver: zodResolver(articleFormSchema),
    defaultValues: article
      ? {
          title: article.title,
          body: article.body,
          keywords: article.keywords,
          published: article.published,
          language: article.language,
        }
      : {
          title: draft?.title ?? '',
          body: '',
          keywords: draft?.keywords ?? '',
          published: true,
          language: draft?.language ?? 'en',
        },
  });
  const onSubmit = handleSubmit((fields) =>
    save.mutate({ orgCode, articleUuid: article?.uuid ?? null, fields }, { onSuccess: onSaved }),
  );
  const heading = article ? `Edit ${article.title}` : 'New article';
  return (
    <form className="stack console-section" noValidate aria-labelledby="article-form-title" onSubmit={onSubmit}>
      <h2 id="article-form-title">{heading}</h2>
      {save.error && <Alert variant="error">{englishErrorOf(save.error)}</Alert>}
      <TextField label="Title" isRequired error={formState.errors.title?.message} {...register('title')} />
      <TextAreaField
        label="Answer"
        hint="What the chatbot says, in plain text."
        rows={6}
        isRequired
        error={formState.errors.body?.message}
        {...register('body')}
      />
      <TextAreaField
        label="Keywords and questions"
        hint="Other words a borrower may use for this subject, and questions as borrowers ask them, one a line."
        rows={5}
        error={formState.errors.keywords?.message}
        {...register('keywords')}
      />
      {!article && <SelectField label="Language" options={LANGUAGES} {...register('language')} />}
      <CheckboxField label="Published (the chatbot answers with it)" {...register('published')} />
      <div className="console-row-actions">
        <SubmitButton isLoading={save.isPending} loadingLabel="Saving the article">
          Save the article
        </SubmitButton>
        <Button variant="secondary" type="button" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
