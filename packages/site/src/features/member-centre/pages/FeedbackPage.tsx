import {
  FEEDBACK_LIMITS,
  FEEDBACK_TYPES,
  type FeedbackItem,
  type FeedbackType,
} from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { ImageUploader, vars } from '@wl/ui-kit';
import { characterCount } from '@wl/validation';
import { useFormik } from 'formik';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { object, string } from 'yup';
import { useApiErrorMessage } from '../../../shared/api/useApiErrorMessage';
import { MemberPage } from './MemberPage';
import { RecordCard, RecordList } from '../../../shared/centre/RecordStates';
import { SelectField } from '../../../shared/centre/SelectField';
import { FormBox, Section } from '../../../shared/centre/styles';
import { useDateTime } from '../../../shared/centre/useFormat';
import { RECORD_PAGE_SIZE } from '../../../shared/centre/useRecordFilter';
import { touchedError } from '../../../shared/fields/formikField';
import { useGetFeedbackListQuery, useSubmitFeedbackMutation } from '../api';
import { FormSubmit, type Outcome } from '../../../shared/centre/FormOutcome';

const MAX_LENGTH = FEEDBACK_LIMITS.maxContentLength;

interface FeedbackValues {
  type: FeedbackType | '';
  content: string;
  images: File[];
}

const INITIAL_VALUES: FeedbackValues = { type: '', content: '', images: [] };

/** The centre's form, whose fields never grow wider than a phone (a long option, a long word). */
const Form = styled(FormBox)`
  > * {
    min-width: 0;
  }
  select {
    width: 100%;
    min-width: 0;
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${vars.space.xs};
  min-width: 0;

  label {
    font-size: 14px;
    font-weight: 500;
  }
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  box-sizing: border-box;
  width: 100%;
  min-height: 112px;
  padding: ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${({ $invalid }) => ($invalid ? vars.color.danger : vars.color.border)};
  border-radius: ${vars.radius.md};
  background: ${vars.color.inputBackground};
  color: ${vars.color.text};
  font: inherit;
  font-size: 16px;
  line-height: 1.5;
  resize: vertical;

  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ $invalid }) => ($invalid ? vars.color.danger : vars.color.focus)};
    box-shadow: 0 0 0 1px ${({ $invalid }) => ($invalid ? vars.color.danger : vars.color.focus)};
  }
`;

const FieldMeta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space.sm};
  font-size: 13px;
  color: ${vars.color.textMuted};
`;

const Counter = styled.span<{ $over: boolean }>`
  flex: none;
  font-variant-numeric: tabular-nums;
  color: ${({ $over }) => ($over ? vars.color.dangerText : vars.color.textMuted)};
  font-weight: ${({ $over }) => ($over ? 600 : 400)};
`;

const FieldError = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${vars.color.dangerText};
`;

const Item = styled(RecordCard).attrs({ $tight: true })`
  p {
    margin: 0;
  }
`;

const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.xs} ${vars.space.sm};

  strong {
    font-size: 15px;
  }
  time {
    color: ${vars.color.textMuted};
    font-size: 13px;
  }
`;

/** Player and platform text as typed: line breaks kept, long words wrapped. */
const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.5;
`;

const Muted = styled.p`
  color: ${vars.color.textMuted};
  font-size: 13px;
`;

const Reply = styled.div`
  display: grid;
  gap: ${vars.space.xs};
  padding: ${vars.space.sm} ${vars.space.md};
  border-inline-start: 3px solid ${vars.color.success};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
`;

const Awaiting = styled.span`
  justify-self: start;
  padding: ${vars.space.xxs} ${vars.space.sm};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.warning};
  color: ${vars.color.onWarning};
  font-size: 13px;
  font-weight: 600;
`;

/** One past feedback: its type, time and text, then the platform's reply or that it awaits one. */
function FeedbackEntry({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation('memberCentre');
  const dateTime = useDateTime();
  return (
    <Item>
      <ItemHead>
        <strong>{t(`feedback.types.${item.type}`, { defaultValue: item.type })}</strong>
        <time dateTime={item.createdAt}>{dateTime(item.createdAt)}</time>
      </ItemHead>
      <Text>{item.content}</Text>
      {item.imageCount > 0 && (
        <Muted>{t('feedback.imagesAttached', { count: item.imageCount })}</Muted>
      )}
      {item.reply !== null ? (
        <Reply>
          <ItemHead>
            <strong>{t('feedback.reply')}</strong>
            {item.repliedAt && <time dateTime={item.repliedAt}>{dateTime(item.repliedAt)}</time>}
          </ItemHead>
          <Text>{item.reply}</Text>
        </Reply>
      ) : (
        <Awaiting>{t('feedback.awaitingReply')}</Awaiting>
      )}
    </Item>
  );
}

/** The player's past feedback, newest first: loading rows, a failure with retry, or none yet. */
function FeedbackHistory({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('memberCentre');
  const feedback = useGetFeedbackListQuery({ pageNo: page, pageSize: RECORD_PAGE_SIZE });
  return (
    <RecordList
      query={feedback}
      rows={feedback.data?.list}
      label={t('feedback.history')}
      empty={{ title: t('feedback.empty'), description: t('feedback.emptyHint') }}
      skeletonRows={3}
      gap="sm"
      renderRow={(item) => <FeedbackEntry key={item.id} item={item} />}
      paging={{ page, totalPages: feedback.data?.totalPages ?? 1, onChange: onPage }}
    />
  );
}

/**
 * feedback: a question type, a description of at most 140 characters with a live counter and up to
 * 3 png/jpg screenshots of 5 MB each, sent as multipart; then the player's past feedback and replies.
 */
export function FeedbackPage() {
  const { t } = useTranslation('memberCentre');
  const messageOf = useApiErrorMessage();
  const [submit] = useSubmitFeedbackMutation();
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<Outcome>(null);
  // A new picker after a sent feedback, so no limit message of the last one lingers.
  const [round, setRound] = useState(0);
  const id = useId();
  const ids = {
    type: `${id}-type`,
    typeError: `${id}-type-error`,
    content: `${id}-content`,
    hint: `${id}-content-hint`,
    counter: `${id}-content-counter`,
    contentError: `${id}-content-error`,
  };

  const schema = useMemo(
    () =>
      object({
        type: string()
          .required(t('feedback.typeRequired'))
          .oneOf([...FEEDBACK_TYPES], t('feedback.typeRequired')),
        content: string()
          .test('required', t('feedback.contentRequired'), (value) => !!value?.trim())
          .test(
            'max',
            t('feedback.contentTooLong', { max: MAX_LENGTH }),
            (value) => characterCount(value ?? '') <= MAX_LENGTH,
          ),
      }),
    [t],
  );

  const formik = useFormik<FeedbackValues>({
    initialValues: INITIAL_VALUES,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setNotice(null);
      try {
        await submit({
          type: values.type as FeedbackType,
          content: values.content.trim(),
          images: values.images,
        }).unwrap();
      } catch (error) {
        setNotice({ text: messageOf(error), error: true });
        return;
      }
      helpers.resetForm();
      setRound((n) => n + 1);
      setPage(1);
      setNotice({ text: t('feedback.sent'), error: false });
    },
  });

  const length = characterCount(formik.values.content);
  const tooLong = length > MAX_LENGTH;
  const typeError = touchedError(formik, 'type');
  // Too long shows at once, while typing; empty only once the player has left the field.
  const contentError = tooLong
    ? t('feedback.contentTooLong', { max: MAX_LENGTH })
    : touchedError(formik, 'content');

  return (
    <MemberPage entry="feedback">
      <Form aria-label={t('feedback.form')} noValidate onSubmit={formik.handleSubmit}>
        <div>
          <SelectField
            label={t('feedback.type')}
            id={ids.type}
            name="type"
            required
            value={formik.values.type}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            aria-invalid={typeError ? true : undefined}
            aria-describedby={typeError ? ids.typeError : undefined}
            options={[
              { value: '', label: t('feedback.typePlaceholder') },
              ...FEEDBACK_TYPES.map((type) => ({
                value: type,
                label: t(`feedback.types.${type}`),
              })),
            ]}
          />
          {typeError && <FieldError id={ids.typeError}>{typeError}</FieldError>}
        </div>
        <Field>
          <label htmlFor={ids.content}>{t('feedback.content')}</label>
          <TextArea
            id={ids.content}
            name="content"
            rows={4}
            required
            aria-required
            placeholder={t('feedback.contentPlaceholder')}
            value={formik.values.content}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            $invalid={Boolean(contentError)}
            aria-invalid={contentError ? true : undefined}
            aria-describedby={[ids.hint, ids.counter, contentError ? ids.contentError : null]
              .filter(Boolean)
              .join(' ')}
          />
          <FieldMeta>
            <span id={ids.hint}>{t('feedback.contentHint', { max: MAX_LENGTH })}</span>
            <Counter id={ids.counter} $over={tooLong}>
              {`${length}/${MAX_LENGTH}`}
            </Counter>
          </FieldMeta>
          {contentError && <FieldError id={ids.contentError}>{contentError}</FieldError>}
        </Field>
        <ImageUploader
          key={round}
          files={formik.values.images}
          onChange={(files) => void formik.setFieldValue('images', files)}
          label={t('feedback.images')}
          hint={t('feedback.imagesHint', { max: FEEDBACK_LIMITS.maxImages })}
          addLabel={t('feedback.addImage')}
          removeLabel={(index) => t('feedback.removeImage', { index: index + 1 })}
          messages={{
            type: t('images.type'),
            size: t('images.size'),
            count: t('feedback.imageCount', { max: FEEDBACK_LIMITS.maxImages }),
          }}
          maxCount={FEEDBACK_LIMITS.maxImages}
          maxBytes={FEEDBACK_LIMITS.maxImageBytes}
        />
        <FormSubmit outcome={notice} label={t('feedback.submit')} loading={formik.isSubmitting} />
      </Form>
      <Section aria-labelledby={`${id}-history`}>
        <h4 id={`${id}-history`}>{t('feedback.history')}</h4>
        <FeedbackHistory page={page} onPage={setPage} />
      </Section>
    </MemberPage>
  );
}
