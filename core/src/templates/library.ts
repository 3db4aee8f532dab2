/**
 * The template library as the pages see it. The template-library work (issue 4) fills this from the
 * generated template manifest; until then there are no templates and no cover images, and pages show
 * their drawn placeholders instead of broken images.
 */
export interface TemplateSummary {
  id: string;
  /** '<category title> #n' */
  title: string;
  /** Category slug. */
  category: string;
  /** Placement preset type, e.g. 't-shirt'. */
  type: string;
  /** Light WebP thumbnail with a content hash in its URL. */
  thumbnailUrl: string;
}

export function templatesFor(_categorySlug: string): TemplateSummary[] {
  return [];
}

/** The image that stands for a category on cards and carousels, when one exists. */
export function coverImage(categorySlug: string): string | undefined {
  return templatesFor(categorySlug)[0]?.thumbnailUrl;
}
