// Placeholder until this stage lands; see the issues.
