import {
  Badge,
  Box,
  Button,
  Card,
  CardBody,
  Container,
  Grid,
  Heading,
  Image,
  Section,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
} from "@aizapy/design-system";
import { PageHero } from "../../components/PageHero";
import { blogCategories, blogTags, featuredPost, samplePosts } from "../../content/blog";
import type { BlogPost } from "../../content/types";
import { fillCell } from "../shared/layout.css";
import * as styles from "./BlogPage.css";

function PostMeta({ post }: { post: BlogPost }) {
  return (
    <ul className={styles.meta} aria-label="About this article">
      <li>{post.author}</li>
      <li>
        <time dateTime={post.isoDate}>{post.date}</time>
      </li>
      <li>{post.readTime}</li>
    </ul>
  );
}

function PostCard({ post }: { post: BlogPost }) {
  return (
    <Card as="article" padding="none" aria-labelledby={`post-${post.id}`}>
      <Image
        src={post.image.src}
        width={post.image.width}
        height={post.image.height}
        alt={post.image.alt}
        className={styles.cover}
      />
      <CardBody>
        <Stack space="small">
          <div>
            <Badge tone="brand">{post.category}</Badge>
          </div>
          <Heading level={4} as="h3" id={`post-${post.id}`}>
            {post.title}
          </Heading>
          <Text size="small" tone="secondary">
            {post.excerpt}
          </Text>
          <PostMeta post={post} />
        </Stack>
      </CardBody>
    </Card>
  );
}

export function BlogPage() {
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Insights for growing on WhatsApp"
        lead="Guides, case studies and product updates on WhatsApp marketing, customer engagement and automation."
      />
      <Section aria-label="Articles">
        <Container>
          <div className={styles.layout}>
            <Stack space="xxlarge">
              <section aria-labelledby="featured-title">
                <Stack space="medium">
                  <Heading level={2} id="featured-title">
                    Featured article
                  </Heading>
                  <Card as="article" padding="none" aria-labelledby={`post-${featuredPost.id}`}>
                    <div className={styles.featured}>
                      <Image
                        src={featuredPost.image.src}
                        width={featuredPost.image.width}
                        height={featuredPost.image.height}
                        alt={featuredPost.image.alt}
                        priority
                        className={styles.featuredCover}
                      />
                      <CardBody>
                        <Stack space="medium">
                          <div>
                            <Badge tone="brand">{featuredPost.category}</Badge>
                          </div>
                          <Heading level={3} id={`post-${featuredPost.id}`}>
                            {featuredPost.title}
                          </Heading>
                          <Text tone="secondary">{featuredPost.excerpt}</Text>
                          <PostMeta post={featuredPost} />
                        </Stack>
                      </CardBody>
                    </div>
                  </Card>
                </Stack>
              </section>
              <section aria-labelledby="latest-title">
                <Stack space="medium">
                  <Heading level={2} id="latest-title">
                    Latest articles
                  </Heading>
                  <Grid as="ul" columns={{ mobile: 1, tablet: 2 }} space="large">
                    {samplePosts.map((post) => (
                      <li key={post.id} className={fillCell}>
                        <PostCard post={post} />
                      </li>
                    ))}
                  </Grid>
                  <Stack space="xsmall" align="center">
                    <Button variant="secondary" disabled aria-describedby="load-more-note">
                      Load More
                    </Button>
                    <Text size="small" tone="secondary" id="load-more-note" align="center">
                      More articles are on their way.
                    </Text>
                  </Stack>
                </Stack>
              </section>
            </Stack>
            <Stack space="large" as="section" aria-label="Browse the blog">
              <Card>
                <CardBody>
                  <Stack space="small">
                    <Heading level={4} as="h2">
                      Categories
                    </Heading>
                    <ul className={styles.categoryList}>
                      {blogCategories.map((category) => (
                        <li key={category.name} className={styles.category}>
                          <span>{category.name}</span>
                          <Badge tone="neutral">
                            {category.count}
                            <VisuallyHidden> articles</VisuallyHidden>
                          </Badge>
                        </li>
                      ))}
                    </ul>
                  </Stack>
                </CardBody>
              </Card>
              <Card>
                <CardBody>
                  <Stack space="small">
                    <Heading level={4} as="h2">
                      Popular tags
                    </Heading>
                    <ul className={styles.tagList}>
                      {blogTags.map((tag) => (
                        <li key={tag}>
                          <Badge tone="neutral" variant="outline">
                            {tag}
                          </Badge>
                        </li>
                      ))}
                    </ul>
                  </Stack>
                </CardBody>
              </Card>
              <Card>
                <CardBody>
                  <Stack space="small">
                    <Heading level={4} as="h2">
                      Subscribe to our newsletter
                    </Heading>
                    <Text size="small" tone="secondary">
                      WhatsApp marketing tips and product news, once a month.
                    </Text>
                    <form aria-label="Newsletter" aria-describedby="newsletter-note">
                      <Stack space="small">
                        <TextField label="Email address" type="email" name="email" disabled />
                        <Button type="submit" disabled fullWidth>
                          Subscribe
                        </Button>
                      </Stack>
                    </form>
                    <Box>
                      <Text size="small" tone="secondary" id="newsletter-note">
                        Our newsletter opens soon.
                      </Text>
                    </Box>
                  </Stack>
                </CardBody>
              </Card>
            </Stack>
          </div>
        </Container>
      </Section>
    </>
  );
}
