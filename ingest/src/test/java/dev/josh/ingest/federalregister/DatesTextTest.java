package dev.josh.ingest.federalregister;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Effective and comment dates from DATES captions as the 2016 and 2024 issues word them. */
class DatesTextTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            The correction is effective April 15, 2016.                                              | 2016-04-15
            Effective: April 15, 2016.                                                               | 2016-04-15
            This rule is effective from 7:30 a.m. until 3 p.m. on April 30, 2016.                    | 2016-04-30
            The effective date of the interim final rule published March 1, 2016 (81 FR 10477) is delayed from April 15, 2016 to May 16, 2016. | 2016-05-16
            Effective February 9, 2024, through December 31, 2024.                                   | 2024-02-09
            Submit either electronic or written comments on FDA guidances at any time.               | -
            """)
    void effectiveDate(String dates, String expected) {
        assertThat(DatesText.effectiveDate(dates)).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
            Comments must be received on or before March 13, 2024.                                   | 2024-03-13
            This AD is effective February 12, 2024. The FAA must receive comments on this AD by March 28, 2024 | 2024-03-28
            Written public comments must be received on or before 5 p.m. EST on Friday, May 6, 2016. | 2016-05-06
            Comments must be received on or before: 5/15/2016.                                       | 2016-05-15
            Comments Due Date: May 16, 2016.                                                         | 2016-05-16
            The comment period for the proposed rule published on January 20, 2016 (81 FR 3033-3038) is reopened. We will consider all comments that we receive on or before May 5, 2016. | 2016-05-05
            Comments must be received on or before [insert date 60 days after date of publication in the Federal Register ]. | -
            This rule is effective March 13, 2024.                                                   | -
            """)
    void commentDate(String dates, String expected) {
        assertThat(DatesText.commentDate(dates)).isEqualTo(expected);
    }
}
