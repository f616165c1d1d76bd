import { TablePagination, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '../features/auth/errorText.js';

interface PagedAnswer {
  isError: boolean;
  isSuccess: boolean;
  error: unknown;
  data?: { list: readonly unknown[]; total: number } | undefined;
}

interface Props {
  answer: PagedAnswer;
  emptyText: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Below an administration table: why it is empty or failed, and its pages (a new page size starts at page one). */
export function PagedTableFooter({ answer, emptyText, page, pageSize, onPage, onPageSize }: Props) {
  const { t } = useTranslation('common');
  return (
    <>
      {answer.isError && (
        <Typography color="error" sx={{ p: 2 }}>
          {errorText(answer.error)}
        </Typography>
      )}
      {answer.isSuccess && answer.data?.list.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {emptyText}
        </Typography>
      )}
      <TablePagination
        component="div"
        count={answer.data?.total ?? 0}
        page={page}
        onPageChange={(_, next) => onPage(next)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[20, 50, 100]}
        onRowsPerPageChange={(event) => {
          onPageSize(Number(event.target.value));
          onPage(0);
        }}
        labelRowsPerPage={t('rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('shownRows', { from, to, count })}
      />
    </>
  );
}
