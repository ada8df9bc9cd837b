import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** The API documentation pages under /api, one MDX file per route (titles, summaries and headings in every language: the `docs` namespace). */
const docs = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/docs' }),
  schema: z.object({}),
});

export const collections = { docs };
