import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COUNCIL_POST_MAX, COUNCIL_POSTS_PAGE_SIZE } from '@portal/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddCouncilPostDocument,
  CouncilPostsDocument,
  type CouncilPostsQuery,
} from '../../../__generated__/councils/graphql';
import { doctorName } from '../../../shared/format/doctor-name';
import { formatDateTime } from '../../../shared/format/dates';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { LoadError } from '../../../shared/ui/load-error';
import { useLang } from '../hooks/use-lang';

type PostsPage = CouncilPostsQuery['councilPosts'];

/** The first page of a council's posts: the variables the page and the new post agree on. */
export const firstPostsPage = (councilId: string) => ({
  councilId,
  pagination: { skip: 0, take: COUNCIL_POSTS_PAGE_SIZE },
});

/**
 * A council's discussion (issue 22 §1): its posts oldest first, each with its author and time,
 * more on request; a post sent appears at the end of the discussion.
 */
export function CouncilDiscussion({ councilId }: { councilId: string }) {
  const { t } = useTranslation('councils');
  const lang = useLang();
  const domainMessage = useDomainMessage();
  const headingId = useId();
  const variables = firstPostsPage(councilId);
  const { data, loading, error, refetch, fetchMore } = useQuery(CouncilPostsDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: true },
  });
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [add, { loading: sending }] = useMutation(AddCouncilPostDocument, {
    update: (cache, { data: answer }) => {
      const post = answer?.addCouncilPost;
      if (!post) return;
      cache.updateQuery({ query: CouncilPostsDocument, variables }, (cached) => {
        if (!cached || cached.councilPosts.items.some((item) => item.id === post.id)) return cached;
        const page = cached.councilPosts;
        // With older posts still to load the new one waits for them: the list stays in order.
        if (page.hasMore) return { councilPosts: { ...page, total: page.total + 1 } };
        return {
          councilPosts: { ...page, total: page.total + 1, items: [...page.items, post] },
        };
      });
    },
  });
  const page: PostsPage | undefined = data?.councilPosts;

  const send = async () => {
    const text = content.trim();
    if (!text) {
      setProblem(domainMessage('validation.council.postRequired') ?? null);
      return;
    }
    try {
      await add({ variables: { councilId, content: text } });
      setContent('');
    } catch {
      // The app's error handler has said what went wrong; the text stays.
    }
  };

  const more = async () => {
    if (!page) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { pagination: { skip: page.items.length, take: COUNCIL_POSTS_PAGE_SIZE } },
        updateQuery: (previous, { fetchMoreResult }) => ({
          councilPosts: {
            ...fetchMoreResult.councilPosts,
            items: [...previous.councilPosts.items, ...fetchMoreResult.councilPosts.items],
          },
        }),
      });
    } catch {
      // Said by the app's error handler; the button stays.
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2" id={headingId}>
          {t('view.discussion')}
        </Typography>
        {!page && loading && (
          <Skeleton variant="rounded" height={120} aria-label={t('view.postsLoading')} />
        )}
        {!page && !loading && error && (
          <LoadError message={t('view.postsLoadFailed')} onRetry={refetch} />
        )}
        {page && page.items.length === 0 && (
          <Typography color="text.secondary">{t('view.noPosts')}</Typography>
        )}
        {page && page.items.length > 0 && (
          <List aria-label={t('view.posts')} disablePadding>
            {page.items.map((post) => (
              <ListItem key={post.id} divider disableGutters alignItems="flex-start">
                <ListItemText
                  primary={
                    <>
                      {post.author ? doctorName(post.author) : t('unknownDoctor')}
                      {' · '}
                      <time dateTime={post.createdAt}>{formatDateTime(post.createdAt, lang)}</time>
                    </>
                  }
                  slotProps={{
                    primary: { variant: 'body2', color: 'text.secondary' },
                    secondary: {
                      variant: 'body1',
                      color: 'text.primary',
                      sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
                    },
                  }}
                  secondary={post.content}
                />
              </ListItem>
            ))}
          </List>
        )}
        {page?.hasMore && (
          <Button
            onClick={() => void more()}
            disabled={loadingMore}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('view.morePosts')}
          </Button>
        )}
        <Stack
          component="form"
          noValidate
          spacing={1}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <TextField
            label={t('view.postLabel')}
            value={content}
            onChange={(event) => {
              setContent(event.target.value);
              setProblem(null);
            }}
            multiline
            minRows={2}
            error={Boolean(problem)}
            helperText={problem}
            slotProps={{ htmlInput: { maxLength: COUNCIL_POST_MAX } }}
            fullWidth
          />
          <Button
            type="submit"
            variant="contained"
            disabled={sending}
            sx={{ alignSelf: 'flex-end' }}
          >
            {t('view.send')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
