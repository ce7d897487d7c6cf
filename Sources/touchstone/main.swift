import TouchstoneScenarios

Touchstone.main()
