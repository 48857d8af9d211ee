import { defineStore } from 'pinia';
import type { Page } from '@/shared/api/client';
import {
  createArticle,
  deleteArticle,
  findArticle,
  listArticles,
  updateArticle,
  type Article,
  type ArticleBody,
  type ArticleListQuery,
} from './api';
import { useCatalogStore } from './store';

export const useArticlesStore = defineStore('articles', () => {
  function list(query: ArticleListQuery): Promise<Page<Article>> {
    return listArticles(query);
  }

  /** The article with its author and tags; null when there is none. */
  function load(id: number): Promise<Article | null> {
    return findArticle(id);
  }

  /** Creates (id null) or updates an article; new tag titles create tags. */
  async function save(id: number | null, body: ArticleBody): Promise<Article> {
    const article = id === null ? await createArticle(body) : await updateArticle(id, body);
    useCatalogStore().titledChanged('article_tag');
    return article;
  }

  function remove(id: number): Promise<void> {
    return deleteArticle(id);
  }

  return { list, load, save, remove };
});
