import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** The API documentation pages under /api, one MDX file per route. */
const docs = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/docs' }),
  schema: z.object({ title: z.string(), summary: z.string() }),
});

export const collections = { docs };
