/**
 * Real UK postcode districts (outward codes) from every part of the country, for generated
 * books. These are geography, not tariff: which band each one rates in is in the tables.
 */
export const UK_POSTCODE_DISTRICTS = [
  // London
  "E1", "E14", "EC1A", "EC2V", "N1", "N10", "NW3", "NW10", "SE1", "SE10", "SE22", "SW1A",
  "SW11", "SW19", "W1D", "W4", "W11", "WC1E", "WC2N",
  // South East and East
  "BR1", "CR0", "KT1", "TW9", "HA1", "EN5", "IG1", "RM1", "GU1", "GU21", "RG1", "RG40",
  "OX1", "OX4", "MK9", "SL4", "HP1", "AL1", "SG1", "CM1", "CB1", "CB4", "CO1", "IP1",
  "NR1", "PE1", "BN1", "BN3", "RH1", "TN1", "ME1", "CT1", "SO14", "PO1", "SS1", "LU1",
  // South West
  "BS1", "BS8", "BA1", "EX1", "PL1", "TR1", "TQ1", "GL1", "GL50", "SN1", "SP1", "BH1", "DT1", "TA1",
  // Midlands
  "B1", "B15", "B33", "CV1", "LE1", "NG1", "NG7", "DE1", "ST1", "WV1", "WS1", "DY1", "WR1",
  "HR1", "SY1", "TF1", "NN1", "LN1",
  // North
  "M1", "M20", "L1", "L18", "WA1", "CH1", "SK1", "OL1", "BL1", "WN1", "PR1", "BB1", "LA1",
  "CA1", "LS1", "LS6", "BD1", "HD1", "HX1", "WF1", "S1", "S10", "DN1", "HU1", "YO1", "HG1",
  "NE1", "NE3", "SR1", "DH1", "TS1", "DL1",
  // Wales
  "CF10", "CF24", "SA1", "NP20", "LL11", "LL57", "SY23",
  // Scotland
  "EH1", "EH10", "G1", "G12", "AB10", "DD1", "KY16", "PH1", "IV1", "FK8", "KA7", "DG1", "TD1", "PA1", "HS1", "KW1", "ZE1",
  // Northern Ireland
  "BT1", "BT7", "BT9", "BT47",
] as const;

/** Letters allowed in the two last characters of a UK inward code. */
export const INWARD_CODE_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";
