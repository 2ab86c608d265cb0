import { useTranslation } from '@wl/i18n';
import { Button, EmptyState, HtmlContent, vars } from '@wl/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useAppDispatch } from '../../shared/store/hooks';
import { CardGrid, cardSurface } from '../../shared/ui/CardGrid';
import { Skeleton } from '../../shared/ui/Skeleton';
import { modalOpened } from '../../shared/ui/uiSlice';
import { useHelpEntries } from './useHelpEntries';

/** Spec: the home help section shows the first 4 entries. */
export const HOME_HELP_COUNT = 4;

const Card = styled.li`
  ${cardSurface}

  h3 {
    margin: 0 0 ${vars.space.sm};
    font-size: 15px;
    color: ${vars.color.text};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.lg};
  margin-top: ${vars.space.md};

  a {
    color: ${vars.color.primaryText};
  }
`;

/**
 * The help section of the home page (its heading is the page's): the first 4 entries with their
 * sanitised HTML, 'more help' opening the help modal and a link to the help centre.
 */
export default function HomeHelpSection() {
  const { t } = useTranslation('help');
  const dispatch = useAppDispatch();
  const { data, error, isLoading, refetch } = useHelpEntries();

  if (isLoading) return <Skeleton $height={200} aria-hidden="true" />;
  if (error) return <QueryFailure error={error} onRetry={() => void refetch()} />;
  if (!data?.length) return <EmptyState title={t('empty')} />;
  return (
    <div>
      <CardGrid $min="240px" $stretch>
        {data.slice(0, HOME_HELP_COUNT).map((item) => (
          <Card key={item.id}>
            <h3>{item.title}</h3>
            <HtmlContent html={item.content} />
          </Card>
        ))}
      </CardGrid>
      <Actions>
        <Button variant="secondary" onClick={() => dispatch(modalOpened('help'))}>
          {t('more')}
        </Button>
        <Link to="/helpmc">{t('title')}</Link>
      </Actions>
    </div>
  );
}
