import type { Article, ArticleBody } from './api';

export interface ArticleForm {
  title: string;
  /** Empty: the server makes one from the title. */
  name: string;
  author: string;
  description: string;
  /** The cover image's URL; empty for none. */
  image: string;
  body_html: string;
  tags: string[];
  published: boolean;
}

export function newArticleForm(): ArticleForm {
  return {
    title: '',
    name: '',
    author: '',
    description: '',
    image: '',
    body_html: '',
    tags: [],
    published: false,
  };
}

export function articleToForm(article: Article): ArticleForm {
  return {
    title: article.title,
    name: article.name,
    author: article.author,
    description: article.description,
    image: article.image?.src ?? '',
    body_html: article.body_html,
    tags: [...article.tags],
    published: article.published,
  };
}

export function formToArticleBody(form: ArticleForm): ArticleBody {
  const name = form.name.trim();
  const image = form.image.trim();
  return {
    title: form.title.trim(),
    ...(name ? { name } : {}),
    author: form.author.trim(),
    description: form.description,
    image: image ? { src: image } : null,
    body_html: form.body_html,
    tags: [...new Set(form.tags.map((tag) => tag.trim()).filter(Boolean))],
    published: form.published,
  };
}

export function isArticleFormChanged(form: ArticleForm, saved: Article | null): boolean {
  const base = saved ? articleToForm(saved) : newArticleForm();
  return JSON.stringify(formToArticleBody(form)) !== JSON.stringify(formToArticleBody(base));
}
