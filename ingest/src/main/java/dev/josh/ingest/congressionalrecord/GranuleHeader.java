package dev.josh.ingest.congressionalrecord;

/**
 * The bracketed lines that open a granule's text:
 * {@code [Congressional Record Volume 143, Number 8 (Tuesday, January 28, 1997)]}, {@code [Senate]},
 * {@code [Pages S693-S695]}. Any part may be null when the granule lacks it.
 *
 * @param date      ISO date from the volume line, e.g. {@code 1997-01-28}
 * @param section   e.g. {@code Senate}, {@code Extensions of Remarks}
 * @param pageStart e.g. {@code S693}
 * @param pageEnd   e.g. {@code S695}; equal to {@code pageStart} for a one-page granule
 */
public record GranuleHeader(Integer volume, Integer number, String date, String section, String pageStart,
                            String pageEnd) {
}
