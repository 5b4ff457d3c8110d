import { configure } from '@testing-library/dom';

// Pages load their code lazily: on a busy two-core machine the first lazy chunk can take more than the library's
// default second to arrive. Waiting longer costs nothing when the page is quick.
configure({ asyncUtilTimeout: 8_000 });
