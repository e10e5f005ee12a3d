import Testing

// Tests for this stage arrive with its issue.
