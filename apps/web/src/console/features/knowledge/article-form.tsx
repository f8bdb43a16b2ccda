import { zodResolver } from '@hookform/resolvers/zod';
import { type KnowledgeArticle, knowledgeArticleBodySchema } from '@heloc/domain/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessageOf } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { SubmitButton } from '../../../ui/submit-button';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { useSaveKnowledgeArticle } from './api/save-knowledge-article';
import { lazySchema } from '@heloc/domain';

const articleFormSchema = lazySchema(() => knowledgeArticleBodySchema.omit({ orgCode: true }));
type ArticleForm = z.input<typeof articleFormSchema>;

/**
 * Writes a new article or edits one (docs/product/chat.md §3): the title, the answer the chatbot gives, the extra words
 * a borrower may use, and whether the chatbot answers with it.
 */
export function ArticleForm({
  orgCode,
  article,
  onSaved,
  onCancel,
}: {
  orgCode: string;
  /** null: a new article. */
  article: KnowledgeArticle | null;
  onSaved: (article: KnowledgeArticle) => void;
  onCancel: () => void;
}) {
  const save = useSaveKnowledgeArticle();
  const { register, handleSubmit, formState } = useForm<ArticleForm, unknown, z.output<typeof articleFormSchema>>({
    resolver: zodResolver(articleFormSchema),
    defaultValues: article
      ? { title: article.title, body: article.body, keywords: article.keywords, published: article.published }
      : { title: '', body: '', keywords: '', published: true },
  });
  const onSubmit = handleSubmit((fields) =>
    save.mutate({ orgCode, articleUuid: article?.uuid ?? null, fields }, { onSuccess: onSaved }),
  );
  const heading = article ? `Edit ${article.title}` : 'New article';
  return (
    <form className="stack console-section" noValidate aria-labelledby="article-form-title" onSubmit={onSubmit}>
      <h2 id="article-form-title">{heading}</h2>
      {save.error && <Alert variant="error">{errorMessageOf(save.error)}</Alert>}
      <TextField label="Title" isRequired error={formState.errors.title?.message} {...register('title')} />
      <TextAreaField
        label="Answer"
        hint="What the chatbot says, in plain text."
        rows={6}
        isRequired
        error={formState.errors.body?.message}
        {...register('body')}
      />
      <TextField
        label="Keywords"
        hint="Other words a borrower may use for this subject, separated by spaces."
        error={formState.errors.keywords?.message}
        {...register('keywords')}
      />
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
