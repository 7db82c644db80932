// What every content editor is given: the content as the server keeps it, a way to keep what a
// save answered, and the category tree to pick from. In its own file so the content page and its
// editors do not import each other.
import type { CategoryTree, HomeContent } from '@haat/contract';

export interface EditorProps {
  content: HomeContent;
  /** Keeps what the server answered after a save (the whole content, ids included). */
  onSaved: (content: HomeContent) => void;
  tree: CategoryTree;
}
