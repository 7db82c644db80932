// What every back-office list shares: a page and its size in the query, the search box's text, a
// day in India as a filter, and the answer's one page of items with how many there are in all.
import { z } from 'zod';
import { SuccessSchema, optionalQuery, queryNumber } from '../fields.ts';

export const BACK_OFFICE_PAGE_SIZE_MAX = 100;
export const BACK_OFFICE_PAGE_SIZE_DEFAULT = 25;

/** Page and page size of a back-office list (1-based page). */
export const pageQuery = {
  page: optionalQuery(queryNumber().pipe(z.number().int().min(1).max(100_000))),
  pageSize: optionalQuery(
    queryNumber().pipe(z.number().int().min(1).max(BACK_OFFICE_PAGE_SIZE_MAX)),
  ),
};

/** What an operator types into a back-office search box. */
export const searchText = z.string().trim().max(80, 'Use at most 80 characters.');

/** A day in India, 'YYYY-MM-DD': `from` opens at its 00:00 IST, `to` closes after its 23:59:59 IST. */
export const DayQuerySchema = z.iso.date({ error: 'Use a date like 2026-03-31.' });

/** A back-office list's answer: one page of items and how many there are in all. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    status: SuccessSchema,
    data: z.object({
      items: z.array(item),
      total: z.number().int().min(0),
      page: z.number().int().min(1),
      pageSize: z.number().int().min(1),
    }),
  });
