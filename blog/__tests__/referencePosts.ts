/** The reference facts of the 27 blog posts, typed (from referencePosts.json). */
import data from './referencePosts.json';

export interface ReferencePost {
  permalink: string;
  date: string;
  title: string;
  authors: string[];
  tags: string[];
}

export const referencePosts = data.posts as ReferencePost[];
