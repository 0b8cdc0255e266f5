import type { ContentBlock } from '@clubshop/api-sdk';
import { Image, ProductList } from '@clubshop/ui-kit';
import { useLocation } from 'wouter';
import { cardsOf } from '../../catalogue/cards-of.ts';
import { SiteLink } from '../../shell/SiteLink.tsx';

/**
 * Rich text of a content page or a product's description. Its HTML arrives sanitised: the content query runs every rich-text
 * block through DOMPurify as it enters the cache (content/content-query.ts), on the server and in
 * the browser alike, so nothing unsanitised is ever rendered or hydrated.
 */
export function RichText({ html }: { html: string }) {
  const [, navigate] = useLocation();
  return (
    // A click on a link of this site navigates in the app instead of reloading the page.
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: delegation for the links inside; they keep their own keyboard behaviour
    <div
      className="sf-rich-text"
      onClick={(event) => {
        const anchor = (event.target as Element).closest('a');
        if (!anchor || anchor.target || event.metaKey || event.ctrlKey || event.shiftKey) return;
        const url = new URL(anchor.href, window.location.href);
        if (url.origin !== window.location.origin || (url.hash && url.pathname === window.location.pathname))
          return;
        event.preventDefault();
        navigate(`${url.pathname}${url.search}${url.hash}`);
      }}
      // Sanitised by the content query with DOMPurify: no script, handler or javascript: URL survives.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised content-service HTML
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The blocks of a content page: rich text (sanitised), hero, product list, image. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'richText':
            return <RichText key={key} html={block.html} />;
          case 'hero':
            return (
              <section key={key} className="sf-hero">
                {block.image ? (
                  <Image image={block.image} width={1600} height={600} priority background sizes="100vw" />
                ) : null}
                <div className="sf-hero__text">
                  <h2>{block.heading}</h2>
                  {block.text ? <p>{block.text}</p> : null}
                  {block.link ? (
                    <SiteLink href={block.link.url} className="sf-button">
                      {block.link.text}
                    </SiteLink>
                  ) : null}
                </div>
              </section>
            );
          case 'productList':
            return (
              <section key={key} className="sf-product-block">
                {block.heading ? <h2>{block.heading}</h2> : null}
                <ProductList
                  products={cardsOf(block.products)}
                  label={block.heading}
                  // Cards sit one level below the block's heading, or below the page's h1.
                  headingLevel={block.heading ? 3 : 2}
                />
                {block.link ? <SiteLink href={block.link.url}>{block.link.text}</SiteLink> : null}
              </section>
            );
          case 'image':
            return (
              <figure key={key} className="sf-image-block">
                {block.link ? (
                  <SiteLink href={block.link.url}>
                    <Image image={block.image} width={1200} height={600} sizes="100vw" />
                  </SiteLink>
                ) : (
                  <Image image={block.image} width={1200} height={600} sizes="100vw" />
                )}
              </figure>
            );
          default:
            return null;
        }
      })}
    </>
  );
}
