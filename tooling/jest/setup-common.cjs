// A missing translation key or an unexpected React warning must fail a test, not scroll past.
