import type { Message } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, HtmlContent, vars } from '@wl/ui-kit';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useApiErrorMessage } from '../../../shared/api/useApiErrorMessage';
import { useGetMessagesQuery, useMarkMessageReadMutation } from '../api';
import { RecordList } from '../../../shared/centre/RecordStates';
import { RECORD_PAGE_SIZE } from '../../../shared/centre/useRecordFilter';
import { MemberPage } from './MemberPage';
import { useDateTime } from '../../../shared/centre/useFormat';

const Row = styled.li<{ $unread: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: 10px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space.sm};
  width: 100%;
  min-height: 48px;
  padding: ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font: inherit;
  font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
  text-align: start;

  time {
    color: ${vars.color.textMuted};
    font-size: 13px;
    font-weight: 400;
  }
  &:hover {
    border-color: ${vars.color.primary};
  }
`;

// The button is the title (its name, "<title>, unread", contains the text it shows); its ::after
// covers the row so the whole row opens the message, and the time stays out of the button's text.
const Item = styled.button`
  min-width: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

const Dot = styled.span<{ $unread: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ $unread }) => ($unread ? vars.color.danger : 'transparent')};
`;

const Detail = styled.article`
  display: grid;
  gap: ${vars.space.md};

  h4 {
    margin: 0;
    font-size: 18px;
  }
  time {
    color: ${vars.color.textMuted};
    font-size: 13px;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${vars.color.dangerText};
`;

/** One message: title, time and its (sanitised) content; opening an unread one marks it read. */
function MessageDetail({ message, onBack }: { message: Message; onBack: () => void }) {
  const { t } = useTranslation('memberCentre');
  const { t: tc } = useTranslation('common');
  const dateTime = useDateTime();
  const messageOf = useApiErrorMessage();
  const [markRead, { error }] = useMarkMessageReadMutation();
  useEffect(() => {
    if (!message.read) void markRead({ id: message.id });
  }, [markRead, message.id, message.read]);
  return (
    <Detail aria-label={message.title}>
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {tc('actions.back')}
        </Button>
      </div>
      <h4>{message.title}</h4>
      <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
      <HtmlContent html={message.content} />
      {error !== undefined && (
        <Problem role="alert">
          {t('messages.markFailed')} {messageOf(error)}
        </Problem>
      )}
    </Detail>
  );
}

/** messageV2: the message box; unread messages stand out and the header's count follows reading. */
export function MessagesPage() {
  const { t } = useTranslation('memberCentre');
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const messages = useGetMessagesQuery({ pageNo: page, pageSize: RECORD_PAGE_SIZE });
  const open = messages.data?.list.find((message) => message.id === openId);

  return (
    <MemberPage entry="messageV2">
      {open ? (
        <MessageDetail message={open} onBack={() => setOpenId(null)} />
      ) : (
        <RecordList
          query={messages}
          rows={messages.data?.list}
          label={t('messages.list')}
          empty={{ title: t('messages.empty') }}
          gap="xs"
          renderRow={(message) => (
            <Row key={message.id} $unread={!message.read}>
              <Dot $unread={!message.read} aria-hidden="true" />
              <Item
                type="button"
                aria-label={
                  message.read ? message.title : `${message.title}, ${t('messages.unread')}`
                }
                onClick={() => setOpenId(message.id)}
              >
                {message.title}
              </Item>
              <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
            </Row>
          )}
          paging={{ page, totalPages: messages.data?.totalPages ?? 1, onChange: setPage }}
        />
      )}
    </MemberPage>
  );
}
